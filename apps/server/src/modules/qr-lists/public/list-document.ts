import { publicCertificateTexts, publicListTexts as texts } from "@loupe/domain/settings/public-texts";
import type { QrCertInfo } from "@loupe/domain/videos/qr-list-api";
import { issuedFor } from "../../../public/certificate-document";
import { certificatePage } from "../../../public/certificate-layout";
import { type CertificateFact, verifySection, videoFigure } from "../../../public/certificate-parts";
import { html, type SafeHtml } from "../../../public/html";
import type { LabProfile } from "../../../public/lab-profile";
import { checkAnotherForm, labHeader, siteLinkParagraph } from "../../../public/page-chrome";

export type PublicListVideo = {
  name: string;
  videoUrl: string;
  posterUrl: string | null;
  // The certificate the video designates, while it is public.
  info: QrCertInfo | null;
  certificatePath: string | null;
};

export type PublicList = {
  id: string;
  title: string;
  clientId: string | null;
  client: { name: string; logoUrl: string | null } | null;
  videos: readonly PublicListVideo[];
};

const factsOf = (info: QrCertInfo): CertificateFact[] =>
  [
    { label: "Type", value: info.type },
    { label: "Carat Weight", value: info.caratWeight },
    { label: "Shape", value: info.shape },
  ].filter((fact) => fact.value.trim() !== "");

function videoItem(video: PublicListVideo, index: number): SafeHtml {
  const titleId = `video-${index + 1}-title`;
  const facts = video.info ? factsOf(video.info) : [];
  return html`<li class="panel list-video" aria-labelledby="${titleId}">
<h2 id="${titleId}">${video.name}</h2>
${videoFigure({
  url: video.videoUrl,
  poster: video.posterUrl,
  label: `Video of ${video.name}`,
  noteId: `video-${index + 1}-failed`,
})}
${
  facts.length
    ? html`<dl class="facts">${facts.map((fact) => html`<div><dt>${fact.label}</dt><dd>${fact.value}</dd></div>`)}</dl>`
    : ""
}
${
  video.certificatePath
    ? html`<p class="list-link"><a href="${video.certificatePath}">${texts.viewCertificate}<span class="visually-hidden"> ${video.name}</span></a></p>`
    : ""
}
</li>`;
}

// A QR list's public page: the lab, the list's title and client, each video with what its
// certificate says and a link to it, the list's own QR code, and the check of another report.
export async function renderListPage(
  list: PublicList,
  pageUrl: string,
  lab: LabProfile | null,
  siteLink: string | null = null,
): Promise<string> {
  const title = list.title.trim() || texts.untitled;
  const content = html`${labHeader(lab)}
<main class="sheet">
<section class="hero" aria-labelledby="list-title">
<p class="eyebrow">${texts.eyebrow}</p>
<h1 id="list-title">${title}</h1>
<p class="issued">${texts.videoCount(list.videos.length)}</p>
${issuedFor(list.client)}
${siteLinkParagraph(siteLink)}
</section>
${
  list.videos.length
    ? html`<ol class="list-videos">${list.videos.map(videoItem)}</ol>`
    : html`<p class="text list-empty">${texts.empty}</p>`
}
${await verifySection(pageUrl, "list")}
<section class="panel">${checkAnotherForm()}</section>
</main>
${lab ? html`<footer class="foot">${publicCertificateTexts.issuedBy} ${lab.name}</footer>` : ""}`;
  return certificatePage(
    {
      title,
      description: [list.client?.name, texts.videoCount(list.videos.length)].filter(Boolean).join(", "),
      canonicalUrl: pageUrl,
      script: list.videos.length > 0,
    },
    content,
  );
}
