// The operator console (English): sign-in, dashboard, leads, lead detail, console users.
import 'uplot/dist/uPlot.min.css';
// Campaign texts and offer previews are in Sinhala and Tamil: their fonts download only when such
// text is on screen (the browser fetches a face when a glyph needs it), never for sign-in.
import '@fontsource/noto-sans-sinhala/sinhala-400.css';
import '@fontsource/noto-sans-sinhala/sinhala-700.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';
import './console.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
