# The shop as one image: `docker build -t atelier .`, then
#   docker run -p 3000:3000 -v atelier:/data atelier
# serves it on the embedded database kept in the volume; docs/deploy.md puts it on the internet.
# Classic Dockerfile syntax only, so Debian's docker and docker-compose 1.29 build it as well as
# BuildKit does (decision 051).
ARG NODE_IMAGE=node:22-bookworm-slim

# The build: every dependency, then `npm run build` into dist/.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: it refuses this lock file (decision 002); with it, install keeps the locked versions.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# The dependencies the server runs with, and nothing that only builds or tests.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

# What runs: the compiled server, client and render entry (dist/, npm run doctor's script
# included), those dependencies, and what the server reads from the package root at run time —
# package.json, which marks that root, and the migrations in drizzle/.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# Two of glibc's memory arenas, not one per thread: what the image library's threads free while
# writing photographs is used again rather than kept (decision 059: 50 uploaded, 450 MB at most
# instead of 750).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json ./
COPY drizzle ./drizzle
COPY --from=build /app/dist ./dist
# The volume takes this folder's owner when it is first mounted: the unprivileged user below.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The slim image has no curl; 503 while the database is away or the process stops.
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz',{signal:AbortSignal.timeout(3000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself is the container's process (the image's entry point execs it), so SIGTERM from
# `docker stop` reaches the server, which finishes its requests and exits 0 within 10 s.
CMD ["node", "dist/server/index.js"]
