// Compile the staged app to CPython 3.14 bytecode with the Pyodide runtime the site ships (run by Node.js):
// node compile_pyc.mjs PYODIDE_DIR STAGE_DIR. Each module's .pyc takes the place of its .py (as in
// Pyodide's own standard library): the browser imports without compiling and downloads no sources.
// main.py stays a source: Flet starts it by name.
const [runtime, stage] = process.argv.slice(2);
const { loadPyodide } = await import(new URL(`file://${runtime}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${runtime}/` });
pyodide.FS.mkdirTree("/stage");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: stage }, "/stage");
const ok = pyodide.runPython(`
import compileall, pathlib
ok = True
for folder in ("companion", "__pypackages__"):
    ok &= bool(compileall.compile_dir(f"/stage/{folder}", quiet=1, legacy=True))
    for source in pathlib.Path(f"/stage/{folder}").rglob("*.py"):
        if source.with_suffix(".pyc").is_file():
            source.unlink()
ok
`);
process.exit(ok ? 0 : 1);
