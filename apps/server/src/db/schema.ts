// The whole schema for Drizzle's client: infrastructure tables here in db/, each area's in its folder.
export * from "../modules/activity-log/schema";
export * from "../modules/attributes/schema";
export * from "../modules/billing/schema";
export * from "../modules/certificate-videos/schema";
export * from "../modules/certificates/schema";
export * from "../modules/companies/schema";
export * from "../modules/dashboard/schema";
export * from "../modules/diamonds/schema";
export * from "../modules/imperfections/schema";
export * from "../modules/jewelry/schema";
export * from "../modules/shipping/schema";
export * from "./accounts-schema";
export * from "./activity-schema";
export * from "./certificate-views-schema";
export * from "./files-schema";
export * from "./lab-settings-schema";
export * from "./outbox-schema";
