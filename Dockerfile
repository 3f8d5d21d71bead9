# syntax=docker/dockerfile:1
# The image of one process of scripts/processes.mjs, named by PROCESS; the build context is the repo root:
#   docker build --build-arg PROCESS=svc-admin -t bizautomate/svc-admin .
# docker-compose.yml and deploy/k8s build every process from this file. Up to the deps stage every image
# shares its layers, so BuildKit builds them once for the whole stack.

# One Node release, not the moving `node:24-bookworm-slim`: the same commit builds the same image. Raise it
# with the Node that scripts/on-node.sh runs the tests on.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# Only the package.json files first: the install layers stay cached until a dependency changes.
# Every workspace is listed so npm installs the committed lockfile's tree.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY contracts/package.json contracts/
COPY catalog/package.json catalog/
COPY server-kit/package.json server-kit/
COPY stripe-simulator/package.json stripe-simulator/
COPY ui-kit/package.json ui-kit/
COPY gateway/package.json gateway/
COPY svc-intake/package.json svc-intake/
COPY svc-billing/package.json svc-billing/
COPY svc-admin/package.json svc-admin/
COPY svc-ai-worker/package.json svc-ai-worker/
COPY shell/package.json shell/
COPY mfe-intake/package.json mfe-intake/
COPY mfe-lockin/package.json mfe-lockin/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-client/package.json mfe-client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Full install (compilers included), then the production build of every node package: tsconfig.build.json
# leaves specs and test harnesses out. Install scripts are off: native parts come as prebuilt packages.
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npx tsc -b tsconfig.build.json
# The shell and the four remotes, which the gateway serves and pre-renders pages with.
RUN NODE_ENV=production npm run build -w @biz/shell -w @biz/mfe-intake -w @biz/mfe-lockin -w @biz/mfe-admin -w @biz/mfe-client

# The process's builds and those of the workspaces it depends on (and the gateway's front ends), checked
# to hold no spec and no test harness.
FROM build AS files
ARG PROCESS
RUN node scripts/image-files.mjs "${PROCESS}" /image

# Production dependencies of the process and its workspace dependencies only. npm also installs the
# optional peers the lockfile holds for other workspaces (typescript, @fastify/static): the prune deletes what
# the process cannot reach. It runs from /tmp, which the runtime stage does not copy.
FROM manifests AS deps
ARG PROCESS
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts -w "@biz/${PROCESS}"
COPY scripts/prune-optional-peers.mjs /tmp/
RUN node /tmp/prune-optional-peers.mjs /app "${PROCESS}"

FROM ${NODE_IMAGE} AS runtime
ARG PROCESS
# The processes bind to 127.0.0.1 by default, which no other container can reach. Ports keep the defaults
# of scripts/processes.mjs.
ENV NODE_ENV=production PROCESS=${PROCESS} SERVICE_HOST=0.0.0.0 GATEWAY_HOST=0.0.0.0
# Same layout as the repo (working directory = root), so the gateway finds the front ends where `npm start`
# has them.
WORKDIR /app
COPY --from=deps /app ./
COPY --from=files /image ./
USER node
# No EXPOSE: the port is the process's own (scripts/processes.mjs), published by compose and Kubernetes.
# exec: node replaces the shell and gets the container's signals. V8_FLAGS: the process's V8 flags on the
# command line (NODE_OPTIONS refuses them), set by compose and the Deployments as scripts/processes.mjs has them.
CMD ["sh", "-c", "exec node ${V8_FLAGS} \"${PROCESS}/dist/main.js\""]
