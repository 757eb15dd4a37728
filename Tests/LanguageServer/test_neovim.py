"""The README's Neovim set-up, run for real: headless Neovim (Debian's is 0.7) with the snippet as
its init.lua attaches `formspec lsp` to specs and `.formspec.yml`, not to other YAML, and shows the
server's diagnostics."""

import os
import re
import shutil
import subprocess

import pytest

from raw_client import FORMSPEC, ROOT

PROBE = r"""
local lines = {}
for _, file in ipairs(vim.fn.readfile(vim.env.PROBE_FILES)) do
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  local expected = not file:match("ci%.yml$")
  vim.wait(expected and 30000 or 1000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
  local clients = {}
  for _, client in pairs(vim.lsp.buf_get_clients(buffer)) do table.insert(clients, client.name .. " " .. client.config.root_dir) end
  local codes = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do table.insert(codes, diagnostic.code) end
  table.insert(lines, file .. "|" .. table.concat(clients, ",") .. "|" .. table.concat(codes, ","))
end
table.insert(lines, "clients|" .. #vim.lsp.get_active_clients())
vim.fn.writefile(lines, vim.env.PROBE_OUT)
vim.cmd("qall!")
"""


def snippet(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        text = file.read()
    return re.search(r"Neovim 0\.7 or later, in `init\.lua`[^\n]*\n(?:[^\n]+\n)*\n```lua\n(.*?)```", text, re.S).group(1)


def test_the_readme_and_the_guide_give_the_same_neovim_set_up():
    assert snippet("README.md") == snippet("Documentation/LanguageServer.md")


@pytest.mark.skipif(shutil.which("nvim") is None, reason="Neovim is not installed (CI installs Debian's)")
def test_the_neovim_set_up_attaches_to_specs_and_configuration_files(tmp_path):
    project = tmp_path / "my project"
    (project / "forms").mkdir(parents=True)
    (project / ".formspec.yml").write_text("rules:\n  no.such-rule: off\n")
    (project / "forms" / "a.form.yaml").write_text("formspec: 1\nid: f\ncontrols:\n  - type: chekbox\n    id: a\n    label: A\n")
    (project / "forms" / "b.form.yml").write_text("formspec: 1\nid: g\ncontrols:\n  - type: toggle\n    id: b\n    label: B\n    tnt: x\n")
    (project / "forms" / "ci.yml").write_text("name: ci\non: push\n")
    files = [project / "forms" / "a.form.yaml", project / "forms" / "b.form.yml", project / ".formspec.yml", project / "forms" / "ci.yml"]
    (tmp_path / "files").write_text("".join(f"{file}\n" for file in files))
    (tmp_path / "init.lua").write_text(snippet("README.md"))
    (tmp_path / "probe.lua").write_text(PROBE)
    bin_folder = tmp_path / "bin"
    bin_folder.mkdir()
    os.symlink(os.path.abspath(FORMSPEC), bin_folder / "formspec")
    environment = dict(os.environ, PATH=f"{bin_folder}:{os.environ['PATH']}", PROBE_FILES=str(tmp_path / "files"),
                       PROBE_OUT=str(tmp_path / "out"), XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path),
                       XDG_STATE_HOME=str(tmp_path))
    subprocess.run(["nvim", "--headless", "-u", str(tmp_path / "init.lua"), "-c", f"luafile {tmp_path / 'probe.lua'}"],
                   env=environment, cwd=tmp_path, timeout=180, check=True, stdin=subprocess.DEVNULL)
    lines = [line.split("|") for line in (tmp_path / "out").read_text().splitlines()]
    server = f"formspec {project}"
    assert lines == [
        [str(files[0]), server, "spec.unknown-control-type"],
        [str(files[1]), server, "spec.unknown-key"],
        [str(files[2]), server, "config.unknown-rule"],
        [str(files[3]), "", ""],
        ["clients", "1"],
    ]
