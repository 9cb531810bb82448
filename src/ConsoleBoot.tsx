/** Placeholder until the react-admin shell lands (issue 4): proves the build and the serving path. */
export function ConsoleBoot() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 32, color: '#e2e8f0', background: '#0f172a', minHeight: '100vh' }}>
      <h1>Streaming Console</h1>
      <p>The console shell is being built. The content service API is available under /api.</p>
    </main>
  );
}
