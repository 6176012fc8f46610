-- securetoken token refresh. Every refresh token is used exactly once: each wrk thread takes its share
-- of the seeded tokens (line i goes to thread i mod threads) as a pool, each request takes one token out
-- and each answer puts the rotated successor back, the way a client rotates its token.
-- Usage: wrk ... -s refresh.lua URL -- REFRESH_TOKENS_FILE THREAD_COUNT
local threads = {}

function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

function init(args)
    local thread_count = tonumber(args[2])
    pool = {}
    local line_number = 0
    for token in io.lines(args[1]) do
        if line_number % thread_count == id then pool[#pool + 1] = token end
        line_number = line_number + 1
    end
    starved = 0
    failed = 0
    failed_statuses = ""
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
end

function request()
    local token = table.remove(pool)
    if token == nil then
        -- No unused token left (a request failed and lost its successor): send a spent one, which fails.
        starved = starved + 1
        token = "spent"
    end
    return wrk.format(nil, nil, nil,
        string.format('{"grant_type":"refresh_token","refresh_token":"%s"}', token))
end

function response(status, headers, body)
    local successor = status == 200 and body:match('"refresh_token":"([^"]+)"')
    if successor then
        pool[#pool + 1] = successor
    else
        failed = failed + 1
        if #failed_statuses < 60 then failed_statuses = failed_statuses .. " " .. status end
    end
end

function done(summary, latency, requests)
    local starved_total, failed_total, statuses = 0, 0, ""
    for _, thread in ipairs(threads) do
        starved_total = starved_total + thread:get("starved")
        failed_total = failed_total + thread:get("failed")
        statuses = statuses .. thread:get("failed_statuses")
    end
    io.write(string.format("refresh failures: %d%s, requests without an unused token: %d\n",
        failed_total, failed_total > 0 and " (HTTP" .. statuses .. ")" or "", starved_total))
end
