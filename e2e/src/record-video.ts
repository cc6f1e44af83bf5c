import type { Page } from "@playwright/test";

// A short certificate video: a turning brilliant-cut stone recorded from a canvas (a real H.264 MP4, the only kind the diamond form takes).
// Browser code, kept as text because this project's TypeScript has no DOM library.
const recordVideoScript = `(async () => {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 400;
  document.body.append(canvas);
  const context = canvas.getContext("2d");
  const ring = (radius, offset) =>
    Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4 + offset;
      return [Math.cos(angle) * radius, Math.sin(angle) * radius];
    });
  const polygon = (points) => {
    context.beginPath();
    points.forEach(([x, y], index) => (index ? context.lineTo(x, y) : context.moveTo(x, y)));
    context.closePath();
  };
  const draw = (seconds) => {
    const background = context.createRadialGradient(320, 200, 20, 320, 200, 420);
    background.addColorStop(0, "#33404f");
    background.addColorStop(1, "#0b0f14");
    context.fillStyle = background;
    context.fillRect(0, 0, 640, 400);
    context.save();
    context.translate(320, 200);
    context.rotate(seconds * 0.5);
    const outer = ring(140, Math.PI / 8);
    const inner = ring(70, 0);
    const fill = context.createLinearGradient(-140, -140, 140, 140);
    fill.addColorStop(0, "#f4f8ff");
    fill.addColorStop(0.5, "#a9c0dc");
    fill.addColorStop(1, "#e9f0fa");
    polygon(outer);
    context.fillStyle = fill;
    context.fill();
    context.strokeStyle = "rgba(255,255,255,0.85)";
    context.lineWidth = 1.5;
    context.stroke();
    polygon(inner);
    context.stroke();
    inner.forEach(([x, y], index) => {
      const [ox, oy] = outer[index];
      const [px, py] = outer[(index + 7) % 8];
      context.beginPath();
      context.moveTo(px, py);
      context.lineTo(x, y);
      context.lineTo(ox, oy);
      context.stroke();
    });
    context.restore();
  };
  const mimeType = MediaRecorder.isTypeSupported("video/mp4;codecs=avc1.42E01E")
    ? "video/mp4;codecs=avc1.42E01E"
    : "video/mp4";
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType, videoBitsPerSecond: 2_000_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start(100);
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = (now) => {
      draw((now - start) / 1000);
      if (now - start < 1500) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  canvas.remove();
  return btoa(binary);
})()`;

export async function recordVideo(page: Page): Promise<Buffer> {
  return Buffer.from(await page.evaluate<string>(recordVideoScript), "base64");
}
