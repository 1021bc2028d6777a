// The API server alone, without the build step of scripts/start.ts (tests, bench, production
// processes behind a load balancer): `node --import tsx server/cli.ts`.
import { runFromCommandLine } from './main';

await runFromCommandLine();
