// The static phone build's Python (written into the site by companion/phone_build/site.py in place of
// Flet 1.0.5's python-worker.js, whose protocol it keeps). Two differences make a start quicker:
// - The page starts this worker as soon as its offline copy is in control, with a "boot" message:
//   Pyodide boots, the app archive is unpacked and the app's module runs while Flutter is still
//   loading (Flet's worker starts only when Flutter asks for Python).
// - Nothing is installed at start: the app's dependencies are already in __pypackages__, so
//   micropip is never loaded (Flet's worker loads it to check requirements.txt); the app archive is
//   unzipped by the browser.
// Flet's run-a-script options (a "script" or "dependencies" among the page's arguments) are not used
// by this app and not supported.
self.flet_js = {}; // namespace for Python global functions
self.userAppRunning = false;
self.flet_js.userAppStarting = () => {
  self.userAppRunning = true;
};

let booted = null;

function sendPythonOutput(text, isStderr) {
  // Until the app runs, output is start-up diagnostics: the developer console.
  if (!self.userAppRunning || !self.flet_js.send_python_output) {
    (isStderr ? console.error : console.log)(text);
    return;
  }
  // Pyodide calls these hooks with the GIL released: call back into Python from a microtask.
  queueMicrotask(() => self.flet_js.send_python_output(text, isStderr));
}

async function boot(config) {
  const { loadPyodide } = await import(config.pyodideUrl);
  const pyodide = await loadPyodide({
    stdout: (text) => sendPythonOutput(text, false),
    stderr: (text) => sendPythonOutput(text, true),
  });
  pyodide.registerJsModule("flet_js", self.flet_js);
  self.flet_js.documentUrl = config.documentUrl;
  const response = await fetch(config.appPackageUrl);
  if (!response.ok) {
    throw new Error(`Failed to download app package: HTTP ${response.status} ${config.appPackageUrl}`);
  }
  // The browser's own gzip is quicker than Python's zlib in WebAssembly.
  const tar = new Response(response.body.pipeThrough(new DecompressionStream("gzip")));
  pyodide.unpackArchive(await tar.arrayBuffer(), "tar");
  pyodide.globals.set("python_module_name", config.pythonModuleName || "main");
  await pyodide.runPythonAsync(`
import runpy, sys

sys.path.insert(0, "__pypackages__")

import flet_js
import msgpack


def _send_python_output(text, is_stderr):
    # A Flet protocol frame (type byte 0) carrying the line, as PyodideConnection frames them.
    flet_js.receive_callback(bytes([0]) + msgpack.packb([7, {"text": text, "is_stderr": bool(is_stderr)}]))


flet_js.send_python_output = _send_python_output
flet_js.userAppStarting()
try:
    runpy.run_module(python_module_name, run_name="__main__")
except SystemExit as exit:
    if exit.code not in (None, 0):
        raise
`);
  return pyodide;
}

function receiveCallback(message) {
  // A fresh Uint8Array of the Python bytes, its buffer handed over without a copy.
  const bytes = message.toJs();
  self.postMessage(bytes, [bytes.buffer]);
}
self.flet_js.receive_callback = receiveCallback;

async function connect(config) {
  try {
    booted ??= boot(config);
    await booted;
    if (typeof self.flet_js.start_connection !== "function") {
      self.postMessage("__flet_no_ui__:Script finished without starting a Flet UI.");
      return;
    }
    await self.flet_js.start_connection(receiveCallback);
    self.postMessage("initialized");
  } catch (error) {
    self.postMessage(error.toString());
  }
}

// One writer per phone (companion/browser.py): every copy of the app open on this phone (tabs, the
// installed app, a page the camera app opened) asks for one Web Lock before it reads the phone's
// storage. A copy that holds it is asked, on a channel every copy hears, to hand it over: it stops
// writing, finishes the copy in flight (Python's "pause") and lets go; the new copy then reads the
// storage as the last writer left it. A copy that cannot answer (frozen in the background) has
// nothing in flight: after a few seconds the lock is taken from it, and it pauses when it wakes.
const WRITER = "table-companion-writer";
const HAND_OVER_MS = 4000;
const copies = new BroadcastChannel("table-companion-copies");
let handOver = null;

self.flet_js.becomeWriter = (pause) =>
  new Promise((resolve) => {
    if (!self.navigator.locks) {
      resolve(false); // no Web Locks (an old browser): the one copy, as before
      return;
    }
    const hold = () => {
      resolve(true);
      return new Promise((release) => {
        handOver = async () => {
          handOver = null;
          await pause();
          release();
        };
      });
    };
    const held = (request) =>
      request.catch(() => {
        if (handOver) {
          handOver = null; // taken by force: this copy writes no more
          pause();
        }
      });
    copies.onmessage = (event) => event.data === "hand over" && handOver && handOver();
    held(
      navigator.locks.request(WRITER, { ifAvailable: true }, (lock) => {
        if (lock) {
          return hold();
        }
        const waiting = new AbortController();
        const timer = setTimeout(() => {
          waiting.abort();
          held(navigator.locks.request(WRITER, { steal: true }, hold));
        }, HAND_OVER_MS);
        held(
          navigator.locks.request(WRITER, { signal: waiting.signal }, () => {
            clearTimeout(timer);
            return hold();
          })
        );
        copies.postMessage("hand over");
        return undefined;
      })
    );
  });

// What the page learns for Python (the phone build's index.html posts it): storage kept or not, a new
// version in control. Kept until Python listens.
const pageNews = [];
self.flet_js.onPageNews = null;
self.flet_js.listenToPage = (listener) => {
  self.flet_js.onPageNews = listener;
  pageNews.splice(0).forEach((news) => listener(news));
};

let connecting = null;
self.onmessage = (event) => {
  if (event.data && event.data.boot) {
    booted ??= boot(event.data.boot);
    booted.catch(() => {}); // reported when Flutter connects
  } else if (event.data && event.data.pageNews) {
    if (self.flet_js.onPageNews) {
      self.flet_js.onPageNews(event.data.pageNews);
    } else {
      pageNews.push(event.data.pageNews);
    }
  } else if (connecting === null) {
    connecting = connect(event.data);
  } else if (typeof self.flet_js.send === "function") {
    self.flet_js.send(event.data);
  } else {
    console.error("Flet: dropped a message for a Python app that never started.");
  }
};
