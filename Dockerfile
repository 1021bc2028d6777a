# Naya's image (docs/deployment.md): the API server with the site built in. compose.yaml runs it
# beside PostgreSQL. The build settings (FIREBASE_*, NAYA_*, PIXEL_ALLOWED_ORIGINS, PUBLIC_URL) may
# also be given at run time: scripts/start.ts rebuilds dist/ at start when they differ.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
# devDependencies too: the server runs TypeScript through tsx, and the build needs esbuild.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && mkdir -p data && chown -R node:node dist data
# Not root: the server writes only dist/ (a rebuild at start) and DATA_DIR.
USER node
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/app/data
EXPOSE 8080
# Node itself as PID 1 (not npm), so SIGTERM reaches the server's graceful stop.
CMD ["node", "--import", "tsx", "scripts/start.ts"]
