// What other areas may use of files (docs/decisions/0015-area-ports.md): storing an upload typed
// by its content, with the record that refers to it in the same transaction (an imperfection
// map's proportions image); storing a file already typed (a finished resumable video upload);
// removing the files a write stopped referring to (a video record's replaced video and thumbnail).
export { removeUnreferencedFiles } from "./remove-unreferenced";
export { storeFile, storeUpload } from "./store-upload";
