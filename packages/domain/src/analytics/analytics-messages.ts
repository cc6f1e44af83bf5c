// The analytics screen's messages (spec 002 §5, §9), kept out of messages.ts, which the first screen
// loads, and out of analytics-api.ts, whose schemas the screen does not need.
export const analyticsMessages = {
  clientRequired: "Please select a client to continue",
  noRecords: "No Record for this client as of yet",
};
