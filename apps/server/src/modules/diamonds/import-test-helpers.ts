// Helpers shared by the import and export API tests.

export { multipart } from "../../testing/multipart";
export { xlsxFile } from "../../testing/xlsx-file";
