// The operator console (English): sign-in, dashboard, leads, lead detail, console users.
import 'uplot/dist/uPlot.min.css';
import './console.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
