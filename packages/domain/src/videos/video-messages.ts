// The words of digital certificate videos, their uploads, QR lists and the Video Manager (spec 002
// §2, §5, §8; issue 24), apart from messages.ts: only their lazy screens load them, not every
// screen's first download.
export const videoMessages = {
  // Digital certificate videos, QR lists and the Video Manager (spec 002 §2, §5, §8, issue 24).
  videoSaveMissingFields: "Must fill in all fields and upload a minimum of one video.",
  videoUpdated: "Success: Video Updated",
  videoUploadFailure: (message: string) => `${message} Your file couldn't be uploaded, Try again later`,
  qrListCreated: "Video List Has Been Created, You can print QR Code Now",
  // What the spec leaves unsaid: its QR list message asks for three videos while the rule takes
  // two (002 §5); ours says the rule.
  videoNameFirst: "Choose how the video is named and enter its name first; then upload the video.",
  videoFileNameMismatch: (fileName: string, label: string, name: string) =>
    `The file ${fileName} does not match the ${label} ${name}. Name the file after it (the extension and anything after an underscore are ignored).`,
  videoFileGivesNoName: (fileName: string, label: string) =>
    `The file ${fileName} gives no name: name the file after the video's ${label}.`,
  videoNameTooLong: (max: number) => `A video name has at most ${max} characters.`,
  qrListClientRequired: "Choose the client of this list.",
  qrListTooFewVideos: (min: number) => `Select a minimum of ${min} videos for this list.`,
  qrPrintTooMany: (max: number) => `Print at most ${max} QR lists at a time.`,
  // The video uploader's own words (issue 24: uploads survive a dropped connection).
  videoUploadWaitingForConnection:
    "Waiting for the connection… the upload goes on by itself once it is back.",
  videoNamingModeFirst: "Choose how the videos are named first: each is then named by its file.",
  videoUploadNoFileId: "The upload finished but the server did not say which file it stored.",
  videoExistingOpened: (name: string) =>
    `A video named ${name} exists: it is open for editing, and saving replaces it.`,
  qrListNotFound: "This QR list does not exist (it may have been deleted).",
  qrListVideosGone: "A chosen video no longer exists (it may have been deleted): remove it and save again.",
  qrListTooManyVideos: (max: number) => `A QR list holds at most ${max} videos.`,
  qrListDeleted: "The QR list has been deleted.",
  qrListSaved: "Successful Update: Item has been updated succesfully",
  qrPrintChooseLists: "Choose the QR lists to print.",
  qrListWarningTitle: "Warning",
  qrListCreatedTitle: "Success",
  // The QR list editor's own uploads (002 §2 'pick SKUs or upload videos'): each file is saved as a
  // certificate video of the list's client, named by its file, and joins the list.
  qrListUploadClientFirst:
    "Choose this list's client first: the videos uploaded here are saved as that client's certificate videos.",
  qrListUploadNotFound: (name: string) =>
    `${name} was saved as a certificate video, but could not be added here: find it under Pick certificates.`,
  qrListUploadNotSaved: (name: string, detail: string) =>
    `${name} was uploaded but could not be saved (${detail.replace(/\.$/, "")}). Save it again: it will not upload again.`,
  qrListUploadsUnderWay: "Save List is ready once the uploads finish.",
  // Saving and editing a video record (issue 24): what the spec leaves unsaid.
  certificateVideoNotFound: "This video does not exist (it may have been deleted).",
  videoNameNotFound: (name: string) => `No video is named ${name}.`,
  videoNamesRepeated: (names: string) =>
    `Each video needs its own name; this save gives more than one video the name ${names}.`,
  videoNameTaken: (name: string) => `Another video is already named ${name}; choose another name.`,
  videoNameJustTaken: (name: string) =>
    `Another video named ${name} was saved at the same moment. Nothing was saved; please try again.`,
  videoFileNotVideo: (name: string) =>
    `The video for ${name} was not found or is not an MP4 or QuickTime video; upload it again.`,
  videoThumbnailNotImage: (name: string) =>
    `The thumbnail for ${name} was not found or is not an image; upload the video again.`,
  videoFileInUse: (name: string, other: string) =>
    `The file uploaded for ${name} already belongs to the video ${other}; upload it again for this one.`,
  videoFileRepeated: (name: string) =>
    `The file uploaded for ${name} is given to another video of this save too; each video needs its own upload.`,
  // Resumable video uploads (issue 24, tus at /api/video-uploads).
  videoUploadNotAVideo: (fileName: string) =>
    `${fileName} is not a video: upload an MP4 or QuickTime (.mov) file.`,
  videoUploadTooLarge: (maxMegabytes: number) =>
    `The video is larger than ${maxMegabytes} MB: upload a shorter or smaller file.`,
  videoUploadNotFound: "This upload does not exist or has expired: upload the file again.",
  videoUploadFinished: "This upload is already finished.",
  // The rejected videos list (002 §3 rejected_datadune_certificates, §7): the spec shows no texts.
  rejectedVideoNotFound: "This video is not on the rejected list (it may have been retried or deleted).",
  rejectedVideosNone: "There are no rejected videos to retry.",
  rejectedVideosEmpty: "No rejected videos: the barcode service took every video.",
  rejectedVideoRetried: (name: string) => `${name} was sent to the barcode service again.`,
  rejectedVideosRetried: (count: number) =>
    `${count} ${count === 1 ? "video was" : "videos were"} sent to the barcode service again.`,
  rejectedVideosRetryAllConfirm: (count: number) =>
    `Send ${count === 1 ? "the 1 rejected video" : `all ${count} rejected videos`} to the barcode service again?`,
  rejectedVideoRetryFailed: (message: string) => `Could not retry: ${message}`,
  // Deleting a video is sent to the super administrators for notification (002 §6); the spec
  // shows no mail, so these are ours.
  videoDeletedMail: (deleted: {
    kind: "certificate" | "product-display";
    name: string;
    client: string | null;
    deletedBy: string;
  }) => {
    const kind = deleted.kind === "certificate" ? "digital certificate video" : "Video Manager video";
    return {
      subject: `A ${kind} was deleted: ${deleted.name}`,
      text:
        `Hello,\n\n${deleted.deletedBy} deleted the ${kind} ${deleted.name}` +
        `${deleted.client ? ` of the client ${deleted.client}` : ", which had no client"}.\n\n` +
        "You receive this notice as a super administrator of Loupe.\n",
    };
  },
} as const;
