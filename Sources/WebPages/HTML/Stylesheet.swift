/// The pages' only style sheet, served at `PageShell.stylesheetPath`. Written here, compiled into the
/// binary: no CDN, no build step.
enum Stylesheet {
    /// The pages' icon: a key in a mint circle.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#0c8f6a"/>\
        <circle cx="12" cy="16" r="5" fill="none" stroke="#fff" stroke-width="3"/>\
        <path d="M17 16h9m-3 0v4" stroke="#fff" stroke-width="3" fill="none"/></svg>
        """

    static let css = """
        :root { --accent: #0c8f6a; --accent-dark: #08674c; --danger: #c92a2a; --ink: #1f2933; --muted: #5f6b76;
          --line: #d5dbe1; --paper: #ffffff; --ground: #f3f5f7; --ok: #e6f6ef; --bad: #fdecec;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", NanumGothic,
            sans-serif; color: var(--ink); background: var(--ground); line-height: 1.5; }
        * { box-sizing: border-box; }
        body { margin: 0; }
        :lang(ko) { word-break: keep-all; }
        .skip { position: absolute; left: -999px; top: 0; background: var(--paper); padding: .5rem 1rem; }
        .skip:focus { left: 1rem; z-index: 2; }
        main.card { max-width: 28rem; margin: 3rem auto; background: var(--paper); border: 1px solid var(--line);
          border-radius: 12px; padding: 2rem; }
        main.wide { max-width: 72rem; margin: 1.5rem auto; padding: 0 1rem; }
        h1 { font-size: 1.5rem; margin: 0 0 1rem; }
        h2 { font-size: 1.15rem; margin: 1.5rem 0 .75rem; }
        p { margin: 0 0 1rem; }
        a { color: var(--accent-dark); }
        :focus-visible { outline: 3px solid #f59f00; outline-offset: 2px; }
        label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
        input[type=text], input[type=password], input[type=email], input[type=search], select, textarea {
          width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid var(--line); border-radius: 8px;
          background: var(--paper); color: var(--ink); min-height: 48px; }
        input:focus, select:focus, textarea:focus { border-color: var(--accent); }
        input[aria-invalid=true] { border-color: var(--danger); }
        textarea { min-height: 6rem; font-family: ui-monospace, "DejaVu Sans Mono", monospace; }
        [hidden] { display: none !important; }
        .check { display: flex; align-items: center; gap: .5rem; font-weight: 400; margin: .75rem 0; }
        .check input { width: 1.25rem; height: 1.25rem; margin: 0; }
        .check label { margin: 0; font-weight: 400; }
        .hint { color: var(--muted); font-size: .95rem; margin: .35rem 0 0; }
        ul.rules { margin: .35rem 0 0; padding-left: 1.25rem; color: var(--muted); }
        ul.rules li.unmet { color: var(--danger); }
        .field-error { color: var(--danger); margin: .35rem 0 0; }
        button, .button { display: inline-block; font: inherit; font-weight: 600; border: 0; border-radius: 8px;
          padding: .7rem 1.2rem; min-height: 48px; cursor: pointer; background: var(--accent); color: #fff;
          text-decoration: none; }
        button:hover, .button:hover { background: var(--accent-dark); }
        button.danger, .button.danger { background: var(--danger); }
        button.quiet, .button.quiet { background: transparent; color: var(--accent-dark);
          border: 1px solid var(--line); }
        form.inline { display: inline; }
        .actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1.5rem 0 0; }
        .notice { padding: .75rem 1rem; border-radius: 8px; }
        .notice.ok { background: var(--ok); }
        .notice.error { background: var(--bad); color: #7d1a1a; }
        header.bar { background: #16302b; color: #fff; }
        header.bar .inner { max-width: 72rem; margin: 0 auto; padding: .6rem 1rem; display: flex;
          align-items: center; gap: 1.25rem; flex-wrap: wrap; }
        header.bar a { color: #fff; }
        header.bar .brand { font-weight: 700; text-decoration: none; margin-right: auto; }
        header.bar button { min-height: 36px; padding: .35rem .9rem; background: transparent;
          border: 1px solid #9fb8b1; }
        .badge { display: inline-block; font-size: .8rem; font-weight: 600; padding: .1rem .5rem;
          border-radius: 999px; background: #ffe8a3; color: #5c4400; }
        .badge.off { background: var(--bad); color: #7d1a1a; }
        .badge.on { background: var(--ok); color: #0b5a43; }
        form.search { display: grid; grid-template-columns: 2fr 1fr auto auto; gap: .5rem; align-items: end; }
        form.search label { margin: 0 0 .35rem; }
        table { width: 100%; border-collapse: collapse; background: var(--paper); border: 1px solid var(--line);
          border-radius: 8px; overflow: hidden; }
        th, td { text-align: left; padding: .55rem .75rem; border-bottom: 1px solid var(--line);
          vertical-align: top; overflow-wrap: break-word; }
        th { background: #eef1f4; font-size: .9rem; }
        td.code { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .8rem;
          overflow-wrap: anywhere; }
        dl.fields { display: grid; grid-template-columns: 12rem 1fr; gap: .4rem 1rem; background: var(--paper);
          border: 1px solid var(--line); border-radius: 8px; padding: 1rem; }
        dl.fields dt { font-weight: 600; }
        dl.fields dd { margin: 0; overflow-wrap: anywhere; }
        .pager { display: flex; gap: .75rem; margin: 1rem 0; }
        .toolbar { display: flex; gap: .75rem; align-items: center; margin: 0 0 1rem; flex-wrap: wrap; }
        .toolbar h1 { margin: 0 auto 0 0; }
        .panel { background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 1rem;
          margin: 1rem 0; }
        @media (max-width: 40rem) {
          main.card { margin: 0; border: 0; border-radius: 0; padding: 1.25rem; min-height: 100vh; }
          form.search { grid-template-columns: 1fr; }
          dl.fields { grid-template-columns: 1fr; }
          table thead { display: none; }
          table, tbody, tr, td { display: block; width: 100%; }
          tr { border-bottom: 2px solid var(--line); }
          td { border: 0; padding: .3rem .75rem; }
          td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
        }

        """
}
