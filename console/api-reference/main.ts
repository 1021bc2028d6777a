// The API reference page (/docs/api/): the OpenAPI document of /api/openapi.json rendered by Scalar
// (@scalar/api-reference's standalone bundle, copied beside this script as scalar.js and served
// from our own origin). Everything of Scalar's that would reach another origin is off: its web
// fonts, the "try it" client and its request proxy, telemetry, the developer toolbar and agent.
// Request samples: curl, JavaScript (fetch) and Python (requests) only.
interface ScalarGlobal {
  createApiReference(selector: string, config: Record<string, unknown>): unknown;
}

/** Every other client of Scalar's sample generator, hidden (a target set to true hides it all). */
const HIDDEN_CLIENTS: Record<string, boolean | string[]> = {
  c: true,
  clojure: true,
  csharp: true,
  dart: true,
  fsharp: true,
  go: true,
  http: true,
  java: true,
  js: ['axios', 'jquery', 'xhr', 'ofetch'],
  kotlin: true,
  node: true,
  objc: true,
  ocaml: true,
  php: true,
  powershell: true,
  python: ['python3', 'httpx_sync', 'httpx_async'],
  r: true,
  ruby: true,
  rust: true,
  shell: ['httpie', 'wget'],
  swift: true,
};

const SCALAR_CONFIG = {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  showToolbar: 'never',
  agent: { disabled: true },
  documentDownloadType: 'direct',
  hiddenClients: HIDDEN_CLIENTS,
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  theme: 'default',
};

const scalar = (window as unknown as { Scalar?: ScalarGlobal }).Scalar;
if (scalar) scalar.createApiReference('#reference', SCALAR_CONFIG);
else document.getElementById('reference')!.textContent = 'The API reference could not be loaded.';
