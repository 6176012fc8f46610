-- accounts:lookup with a valid ID token in the body, round-robin over the seeded accounts' tokens.
-- Usage: wrk ... -s lookup.lua URL -- ID_TOKENS_FILE   (one ID token per line)
local next_id = 0

function setup(thread)
    thread:set("id", next_id)
    next_id = next_id + 1
end

function init(args)
    bodies = {}
    for token in io.lines(args[1]) do
        bodies[#bodies + 1] = string.format('{"idToken":"%s"}', token)
    end
    index = (id or 0) * 7
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
end

function request()
    index = index % #bodies + 1
    return wrk.format(nil, nil, nil, bodies[index])
end
