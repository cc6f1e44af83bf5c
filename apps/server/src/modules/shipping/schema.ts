import { valueCountsTable } from "../certificates/kept-count-tables";

// Shipped jewelry per filter value, for the shipping log's totals ('Showing x to y of z'): dimension
// all | customer | style | customer_style ('<customer>|<style>'), value '' for 'all' and for a
// record without customer. Kept by statement
// triggers on jewelry in the write's own transaction (migration 0027, decision 0003's pattern);
// never written by the application.
export const shippedJewelryCounts = valueCountsTable("shipped_jewelry_counts");
