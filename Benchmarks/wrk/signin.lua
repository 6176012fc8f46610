-- accounts:signInWithPassword, round-robin over the seeded accounts.
-- Usage: wrk ... -s signin.lua URL -- ACCOUNTS_FILE   (one "email password" per line)
local next_id = 0

function setup(thread)
    thread:set("id", next_id)
    next_id = next_id + 1
end

function init(args)
    bodies = {}
    for line in io.lines(args[1]) do
        local email, password = line:match("^(%S+)%s+(%S+)$")
        bodies[#bodies + 1] = string.format(
            '{"email":"%s","password":"%s","returnSecureToken":true}', email, password)
    end
    index = (id or 0) * 7
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
end

function request()
    index = index % #bodies + 1
    return wrk.format(nil, nil, nil, bodies[index])
end
