-- GET /healthz: a request with no work of its own, so its CPU time is what every request costs here
-- before its handler runs (loopback TCP, libmicrohttpd, the HTTP layer and its middleware).
-- Usage: wrk ... -s health.lua URL
wrk.method = "GET"
