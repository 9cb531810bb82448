import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleBoot } from './ConsoleBoot';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ConsoleBoot />
    </StrictMode>,
  );
}
