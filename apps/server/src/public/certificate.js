// The public certificate pages' only script (served from /c/assets, under the CSP's script-src
// 'self'): a certificate video that cannot be played says so instead of leaving a dead player.
for (const video of document.querySelectorAll("video[data-fallback]")) {
  const note = document.getElementById(video.dataset.fallback);
  const fail = () => {
    video.hidden = true;
    video.removeAttribute("controls");
    video.closest("figure")?.classList.add("failed");
    if (note) note.hidden = false;
  };
  video.addEventListener("error", fail);
  // The error may have come before this deferred script ran.
  if (video.error) fail();
}
