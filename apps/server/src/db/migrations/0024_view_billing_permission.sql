-- Billing and the orders report show what the lab charges: a permission of their own
-- (packages/domain/src/permissions.ts). Super administrators of an existing lab keep seeing them.
UPDATE "administrators" SET "permissions" = array_append("permissions", 'view_billing')
WHERE 'super_admin' = ANY ("permissions") AND NOT ('view_billing' = ANY ("permissions"));
