-- accounts:signUp with a new e-mail address per request.
-- Usage: wrk ... -s signup.lua URL -- RUN_TAG
local next_id = 0

function setup(thread)
    thread:set("id", next_id)
    next_id = next_id + 1
end

function init(args)
    tag = args[1]
    counter = 0
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
end

function request()
    counter = counter + 1
    return wrk.format(nil, nil, nil, string.format(
        '{"email":"new-%s-%d-%d@bench.test","password":"bench-password-1","returnSecureToken":true}',
        tag, id, counter))
end
