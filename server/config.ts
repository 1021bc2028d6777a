// Server settings from the environment (DESIGN.md "Commands").
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  siteDir: string;
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT) || 8080,
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    siteDir: path.resolve(root, env.NAYA_DIST_DIR || 'dist', 'site'),
  };
}
