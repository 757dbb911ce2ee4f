# The site in one image: the bundled server (server/dist) and the built client.
# docker build -t pulau . && docker run -p 3000:3000 -v pulau-data:/data pulau
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# Two malloc arenas instead of one per thread: image processing (libvips) and the thread pool
# otherwise keep about 90 MiB of freed memory each process never gives back. A fixed mmap
# threshold hands large blocks (password hashing, pictures) back to the system when freed.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready when the server and its database answer (503 while the database is away).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The shell hands over to node (exec), which gets SIGTERM directly: graceful shutdown applies.
# The heap flags are those of `npm run serve` (scripts/server-flags.mjs); HEAP_LIMIT_MB raises the limit.
CMD exec node --max-old-space-size=${HEAP_LIMIT_MB:-512} --max-semi-space-size=16 server/dist/main.js
