/**
 * The pages' second inline script (docs/decisions/018-scripts-after-the-first-paint.md), at the
 * end of the body of every built page: it asks for the page's JavaScript only once the first
 * frame is painted, so a page that arrives drawn (prerendered or drawn by the server) shows before
 * its code downloads and runs, on a slow phone as on a fast one. The build lists the page's
 * modules, entry first, in a `<script type="application/json">` with this id; the loader preloads
 * them all at once and starts the entry. A hidden page paints no frame: it starts at once; a
 * frame that never comes (an iframe the browser throttles off screen) gives way to a timer.
 * The server allows this exact text by its hash in the Content-Security-Policy.
 */
export const PAGE_MODULES_ID = "qw-modules";
export const START_FALLBACK_MS = 1000;

export const START_AFTER_PAINT_SCRIPT = `(function(){var d=document,m=JSON.parse(d.getElementById(${JSON.stringify(PAGE_MODULES_ID)}).textContent),done=0;function go(){if(done)return;done=1;m.forEach(function(h,i){var e=d.createElement(i?"link":"script");e.crossOrigin="";if(i){e.rel="modulepreload";e.href=h;d.head.appendChild(e)}else{e.type="module";e.src=h;d.body.appendChild(e)}})}if(d.visibilityState==="hidden")go();else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${START_FALLBACK_MS})}})()`;
