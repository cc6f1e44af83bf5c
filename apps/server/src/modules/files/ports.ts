// What other areas may use of files (docs/decisions/0015-area-ports.md): storing an upload typed
// by its content, with the record that refers to it in the same transaction (an imperfection
// map's proportions image); removing the files a write stopped referring to (a video record's
// replaced video and thumbnail).
export { removeUnreferencedFiles } from "./remove-unreferenced";
export { storeUpload } from "./store-upload";
