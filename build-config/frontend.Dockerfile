# One image recipe for every ReelTime front end: `--build-arg APP=mf-catalog` (or mf-booking, mf-account, mf-admin, shell).
# Build context: the repository root (npm workspaces).
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w ${APP}

FROM node:20-bookworm-slim
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /srv
COPY package.json package-lock.json ./
# npm ci needs every workspace's manifest to match the lockfile; it installs only the one named.
COPY build-config/package.json build-config/
COPY shared-lib/package.json shared-lib/
COPY api/package.json api/
COPY mf-catalog/package.json mf-catalog/
COPY mf-booking/package.json mf-booking/
COPY mf-account/package.json mf-account/
COPY mf-admin/package.json mf-admin/
COPY shell/package.json shell/
COPY e2e/package.json e2e/
COPY deploy/package.json deploy/
COPY contract/package.json contract/
RUN npm ci --omit=dev --no-audit --no-fund -w @reeltime/build-config --include-workspace-root=false
COPY apps.json ./
# Every module the server loads (serving, API forwarding, first paint, page meta, security headers, …).
COPY build-config/*.js build-config/
COPY --from=build /repo/${APP}/dist ./dist
CMD ["node", "build-config/serve.js", "--dir", "dist"]
