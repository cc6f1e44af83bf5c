// What other areas may use of files (docs/decisions/0015-area-ports.md): storing an upload typed
// by its content, with the record that refers to it in the same transaction (an imperfection
// map's proportions image); storing a file already typed (a finished resumable video upload).
export { storeFile, storeUpload } from "./store-upload";
