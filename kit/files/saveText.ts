/**
 * Saves text the page already holds (read with the user's token) as a file through the
 * browser's download. The object URL is released a little later: released at once, Chromium
 * names the file after the URL's id (`<uuid>.csv`) instead of the name given.
 */
export function saveText(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
