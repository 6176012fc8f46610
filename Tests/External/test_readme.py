"""The README as its readers meet it: short, the quick start first, every module of Package.swift in its
layout table, every local link leading somewhere, and no claim about firebase-admin that is false.

No server is needed; these read files of the repository.
"""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
README = ROOT / "README.md"


def readme():
    return README.read_text(encoding="utf-8")


def headings(text):
    return [line.lstrip("#").strip() for line in text.splitlines() if re.match(r"#{2,3} ", line)]


def test_the_readme_is_under_350_lines():
    assert len(readme().splitlines()) < 350


def test_the_two_commands_then_the_quick_start_come_before_any_reference():
    names = headings(readme())
    first = [n for n in names if n.startswith("The two commands")]
    quick = [n for n in names if n.startswith("Quick start")]
    assert first and quick, names
    assert names.index(first[0]) == 0
    assert names.index(quick[0]) == 1
    for reference in ("Layout", "Tests", "Further reading"):
        assert names.index(reference) > names.index(quick[0])


def test_the_quick_start_points_every_named_client_at_the_server():
    text = readme()
    quick = text[text.index("## Quick start"):text.index("## What it does")]
    for client in ("curl", "iOS SDK", "JS SDK", "firebase-admin", "pyrebase"):
        assert client in quick, client
    # The iOS SDK's emulator mode is plain HTTP: the quick start must say how ATS and TLS fit.
    assert "App Transport Security" in quick and "TLS" in quick


def test_firebase_admin_is_not_said_to_check_signatures_under_the_emulator_variable():
    text = readme()
    assert "checks Sesame's real signatures" not in text
    assert "checks **no signature at all**" in text


def test_every_target_of_the_package_is_in_the_layout_table():
    package = (ROOT / "Package.swift").read_text(encoding="utf-8")
    targets = set(re.findall(r"\.(?:target|executableTarget|systemLibrary)\(\s*name: \"([^\"]+)\"", package))
    text = readme()
    layout = text[text.index("## Layout"):text.index("## Tests")]
    missing = sorted(t for t in targets if f"`{t}`" not in layout and t not in layout)
    assert not missing, f"not in the README's layout table: {missing}"


def test_every_local_link_of_the_readme_and_the_docs_leads_to_a_file_and_heading_that_exist():
    def anchor(heading):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower())
        return slug.replace(" ", "-")

    pages = [README, *sorted((ROOT / "docs").glob("*.md")), ROOT / "Benchmarks" / "README.md"]
    broken = []
    for page in pages:
        for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, fragment = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            if not file.exists():
                broken.append(f"{page.name}: {target}")
                continue
            if fragment and file.suffix == ".md":
                anchors = {anchor(h) for h in re.findall(r"^#+ (.+)$", file.read_text(encoding="utf-8"), re.M)}
                if fragment not in anchors:
                    broken.append(f"{page.name}: {target}")
    assert not broken, broken
