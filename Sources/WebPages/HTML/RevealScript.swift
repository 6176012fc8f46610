/// The pages' only script, served at `PageShell.scriptPath` (the Content-Security-Policy allows no
/// inline script). It adds one thing the pages cannot do without JavaScript: the "show password" toggle.
/// Without it the toggle stays hidden and every form still works (plain HTML forms, POST).
enum RevealScript {
    static let javascript = """
        "use strict";
        document.addEventListener("DOMContentLoaded", function () {
          document.querySelectorAll("[data-reveal]").forEach(function (toggle) {
            var holder = toggle.closest(".check");
            if (holder) { holder.hidden = false; }
            toggle.addEventListener("change", function () {
              toggle.getAttribute("data-reveal").split(" ").forEach(function (id) {
                var field = document.getElementById(id);
                if (field) { field.type = toggle.checked ? "text" : "password"; }
              });
            });
          });
        });

        """
}
