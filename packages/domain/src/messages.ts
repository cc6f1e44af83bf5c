// The spec's message catalogue (000 §8, 001 §8, 002 §8), verbatim. Screens and the API use these
// constants so a wording exists once.

export const messages = {
  genericErrorTitle: "Error!",
  genericError: (message: string, code: string | number) =>
    `${message} - code: ${code}. Please try again or contact support.`,
  missingSkuAndCertificate: "Must enter a Client SKU or a Certificate Number",
  missingRequiredFieldsAlert: "Please enter all required fields ( in red )",
  missingField: "Missing Field",
  addFromExternalFailure: (message: string) => `Error: ${message} Please try again later`,
  emptyCertificateField: "Can't leave field empty",
  cannotCompleteItemTitle: (certificate: string) => `Cannot Complete Item: ${certificate}`,
  cannotCompleteItemText:
    "Doesn't have a Client selected. Please Select one for this certificate to continue",
  uploadFailure: "could not upload logo, please try again.",
  loginFieldsEmpty: "Please enter both email and password.",
  loginFailed: "Wrong email or password.",
  resetEmailEmpty: "Please enter a valid email",
  dateRangeWarningTitle: "Warning",
  dateRangeInvalid: "End date cannot be before start date.",
  invalidFormatTitle: "Invalid Format",
  measurementsNeedThreeDimensions: "Measurements suppose to have 3 dimensions",
  measurementsWrongFormat: "Please enter the correct format as shown on measurements",
  textOverLimit: "Can't exceed the max amount of characters",
  characterCounter: (count: number, max: number) => `${count} of ${max} Max Characters`,
  maxCenterStonesTitle: "Max Limit Reached",
  maxCenterStones: "You are only allowed to have 2 Center Stones",
  emptyFilterResult: "No Data From Filter, Try Adding From Diamond Track",
  missingRequiredFields: "Missing Required Fields",
  adminCreateFailureTitle: "Error",
  noBillingRecords: "No Records Has Been Found",
  shippingNoProcessorTitle: "ERROR!",
  shippingNoProcessor: "Please type in the person who was processing.",
  shippingSavedTitle: "Successful",
  shippingSaved: "Certs has been added to shipping log",
  shippingSelectTitle: "Select The Certs Being Shipped Today",
  shippingProcessedByTitle: "Enter All Who Processed",
  shippingManualTitle: "Enter Required Data",
  notFound: "Oops! The page you are looking for does not exist, or you do not have access",
  somethingWentWrong: "Something went wrong!",
  unauthorizedActionTitle: "Unauthorized Action",
  customerCannotBeDeleted: "Customer cannot be deleted",

  diamondSaved: "Diamond has been saved",
  certificateSaved: "Certificate has been saved",
  certificateSavedAndSent: "Certificate has been saved and sent to google spreadsheet",
  deletedTitle: "Deleted!",
  deletedText: "The data has been deleted.",
  listDeleted: "The page has been deleted.",
  importNeedsInformation: "Rows in red are imported data that needs further information",
  diamondCardSent: "Data sent to server. You can now print",
  jewelryCardSent: "Data sent – You can now print card",
  // The card printer took a card but the record could not be marked printed.
  cardSentNotRecorded: (reason: string) =>
    `The card was sent to the printer, but it could not be recorded as printed: ${reason}. Please try again or contact support.`,
  cardRecordGone: "the certificate was deleted meanwhile",
  // Print Multiple's limit, and the warning before printing cards printed before.
  printMultipleTooMany: (max: number) =>
    `More than ${max} certificates match: Print Multiple prints at most ${max} cards at a time. Narrow the filter first.`,
  administratorCreated: "Administrator Created",
  administratorUpdated: "Administrator Updated",
  certificatesUpdated: "Certificates Updated",
  orderLineUpdated: "All certs in Line Number has been updated",
  clientSaved: "Success: Client Data Saved!",
  customerSaved: "Customer Data Saved!",
  emailSent: "Email Sent!",
  inviteEmailRequired: (kind: "client" | "customer") => `A valid email must be entered to invite ${kind}`,
  credentialsFailure: (message: string) => `${message}. Please try again or contact support.`,

  confirmDeleteTitle: "Are you sure?",
  confirmDeleteText: "You will not be able to undo this",
  confirmDeleteButton: "DELETE",
  cancelButton: "CANCEL",
  confirmDeleteFormButton: "Yes, delete it!",

  // Not in the spec: texts for behaviour the spec leaves to us.
  tooManySignInAttempts: (retryAt: string) => `Too many sign-in attempts. Try again after ${retryAt}.`,
  resetLinkInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  passwordTooShort: "Password must be at least 10 characters.",
  passwordTooLong: "Password must be at most 128 characters.",
  resetEmailSent: "If an account exists for this email, a reset link is on its way. Check your inbox.",
  passwordChanged: "Your password has been changed. Sign in with the new one.",
  signInRequired: "Please sign in to continue.",
  sessionExpired: "Your session has ended. Please sign in again.",
  forbidden: "You do not have permission to do this.",
  // A screen of a permission the user lacks (the 403 page).
  forbiddenPage: "You do not have permission to see this page.",
  clientCannotBeDeleted: "Client cannot be deleted",
  companyHasCertificates: (count: number) =>
    `it is on ${count} ${count === 1 ? "certificate" : "certificates"}; reassign or delete ${count === 1 ? "it" : "them"} first.`,
  navigationResumesSoon: "A certificate just opened in a new tab. You can leave this page in a moment.",
  onlySuperAdministratorPins: "Only a super administrator can pin or unpin a company.",
  onlySuperAdministratorApproves:
    "Only a super administrator can change whether an administrator needs approval.",
  crossSiteRefused: "This request did not come from the Loupe app and was refused.",
  emailTaken: "An administrator with this email already exists.",
  cannotDeleteSelf: "You cannot delete your own account.",
  lastSuperAdministrator: "The last super administrator cannot be removed or lose that permission.",
  staleRecord: (who: string, when: string) =>
    `This record was changed by ${who} on ${when}. Reload it to see the changes, then make yours again.`,
  updateAvailable: "A new version of Loupe is available.",
  portalCredentialsUpdated: "Ad portal credentials updated",
  backgroundUploadFailure: "could not upload the background image, please try again.",
  diamondNotFound: "This diamond does not exist (it may have been deleted).",
  jewelryNotFound: "This jewelry certificate does not exist (it may have been deleted).",
  cardDataTableCleared: "The card printer's data table has been cleared.",
  // Clear Cert Card DB / Asure ID asks first, under the spec's 'Are you sure?' (issue 19).
  clearCardDbSubject:
    "Every card waiting in the card printer's data table (Cert Card DB / Asure ID) is removed, including cards other staff sent.",
  clearCardDbButton: "CLEAR",
  certificateNumberTaken: (number: string) =>
    `Certificate number ${number} is already used by another diamond.`,
  certificateNumberTakenField: "Already used by another diamond",
  // Jewelry's: the number may be held by a diamond or by other jewelry.
  certificateNumberTakenByCertificate: (number: string) =>
    `Certificate number ${number} is already used by another certificate.`,
  certificateNumberTakenByCertificateField: "Already used by another certificate",
  certificateNumberTakenDuringImport:
    "A certificate number in this import was just used by another diamond; nothing was imported.",
  companyGone: (kind: "client" | "customer") => `The chosen ${kind} no longer exists.`,
  skuDefaultsNeedSku: "Enter a Client SKU to save its settings.",
  skuDefaultsSaved: (sku: string) => `Settings saved to SKU ${sku}`,
  skuDefaultsOffered: (sku: string) => `SKU ${sku} has default settings`,
  skuDefaultsOfferedDetail:
    "This saved certificate keeps its own template, color codes and color modes. Applying the defaults would change:",
  skuDefaultsApplied: (sku: string) =>
    `SKU ${sku} has default settings: its template, color codes and color modes were applied.`,
  orderLineConfirmTitle: "Review the order line changes",
  orderLineConfirm: (orderLine: string) =>
    `Every certificate of order line ${orderLine} takes this one's grading, and 'Video Illustration' as its inscription. Saving makes these changes:`,
  orderLineKeepInscription: (inscription: string) =>
    `Keep the inscription '${inscription}' on this certificate`,
  orderLineNotConfirmed: (orderLine: string) =>
    `Saving changes other fields of order line ${orderLine}: review the changes and confirm them.`,
  orderLineChanged: (orderLine: string) =>
    `The certificates of order line ${orderLine} changed since you reviewed them (someone else saved one). Save again to review the changes.`,
  spreadsheetNeedsCertificateNumber:
    "Only a diamond with a certificate number can be sent to the spreadsheet.",
  digitalCertificateNeedsCertificateNumber: "Add a certificate number to create a digital certificate.",
  tooManyIntakeCertificates: (max: number) => `Add at most ${max} certificates at a time.`,
  malformedCertificateNumber: (number: string) =>
    `${number} is not a certificate number (letters, digits and - . / _ only, at most 40).`,
  certificateNotInDiamondTrack: (number: string) => `Diamond Track does not know certificate ${number}.`,
  diamondTrackTypeMismatch: (number: string, type: string) =>
    `Diamond Track lists ${number} as ${type}; add it from the ${type} side.`,
  nothingToComplete: "Select at least one item to complete.",
  itemNoLongerNewlyAdded: (certificate: string) =>
    `${certificate} is no longer waiting to be completed (someone completed or deleted it).`,
  itemsCompleted: (count: number) =>
    `${count} ${count === 1 ? "item" : "items"} completed: ${count === 1 ? "its digital certificate was" : "their digital certificates were"} created.`,
  clientSet: "Client saved",
  qaStatusInvalid: "QA status must be Passed, Failed, Skipped or empty",
  priceInvalid:
    "Price must be an amount in US dollars from 0 to 9,999,999,999.99, with at most two decimals (e.g. 1250.00)",
  concurrentWriteConflict:
    "Someone else was changing the same records at that moment. Nothing was saved; please try again.",
  // Imperfection maps (spec 002 §4, §8).
  imperfectionNameRequired: "Please provide a name",
  imperfectionSaved: "Imperfection has updated successfully",
  imperfectionPrinted: "Pamphlet has been printed, cannot edit.",
  imperfectionDesignUnreadable: "Could not load your design. Please reload and try again.",
  proportionsAdded: "Proportions added",
  imperfectionConnected: "Diamond Imperfections Has Been Added",
  imperfectionDisconnected: "Diamond Imperfections Has Been Removed",
  imperfectionNotDisconnected: "Diamond Imperfections Has NOT Been Removed",
  pamphletLoadFailed: "There's an error retrieving data. Please try again",
  pamphletNotFound: "No Imperfections",
  imperfectionNeedsProportions: "Upload the proportions image before connecting a diamond.",
  // The New Shipping Log (issue 23): what the spec leaves unsaid.
  shippingClientRequired: "Choose the client.",
  shippingJewelryTypeRequired: "Choose the jewelry type.",
  shippingNothingToSave: "Add at least one item to the list before saving.",
  shippingNothingFound: "No unshipped item matches this search.",
  shippingSkippedNoNumber: "has neither a certificate nor a stock number: not shipped",
  shippingShippedMeanwhile: (who: string) => `was shipped meanwhile by ${who}: not shipped again`,
  shippingItemGone: "no longer exists (it was deleted meanwhile): not shipped",
  shippingKeyReused: "This save key belongs to another administrator's save.",
  shippingDuplicatesSkipped: (count: number) =>
    `${count} ${count === 1 ? "item was" : "items were"} already on the list and skipped.`,
  imperfectionCannotPrint: "Upload the proportions image and connect a diamond before printing.",
  confirmRevertText: "You won't be able to revert this!",
  fileDeletedText: "The file has been deleted.",
  deleteFailed: (message: string) => `Failed to delete: ${message}`,
  certificateVideoGone: "The certificate video was not found; upload the .mp4 again.",
} as const;
