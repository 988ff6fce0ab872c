// The static phone build's offline copy (written into the site by companion/phone_build/site.py).
// Installing keeps every file of the app; afterwards the app is served from here, so it starts with
// no network. Files not listed (the CanvasKit build this browser picks) are kept when first loaded.
// A new build has a new version: its worker replaces this one and drops the old copy.
"use strict";

const CACHE = "table-companion-__VERSION__";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== CACHE) {
          await caches.delete(key);
        }
      }
      await self.clients.claim();
    })()
  );
});

// Every route is the app's page (a share link …/load?s=CODE included), its base the app's folder (the
// page's own "./" is the route's folder).
async function page(cache) {
  const hit = await cache.match(new URL("index.html", self.registration.scope));
  if (!hit) {
    return null;
  }
  const root = new URL(self.registration.scope).pathname;
  const html = (await hit.text()).replace('<base href="./">', `<base href="${root}">`);
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

async function kept(request) {
  const cache = await caches.open(CACHE);
  const navigation = request.mode === "navigate";
  const hit = navigation ? await page(cache) : await cache.match(request, { ignoreSearch: true });
  if (hit) {
    return hit;
  }
  const response = await fetch(request);
  if (response.ok && !navigation) {
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === "GET" && url.origin === self.location.origin) {
    event.respondWith(kept(event.request));
  }
});
