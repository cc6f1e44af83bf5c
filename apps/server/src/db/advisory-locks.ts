// PostgreSQL advisory locks Loupe takes when several servers share one database, as (class, object)
// pairs: any numbers a lab's other software would not take. pg_locks shows them with classid
// 0x4c6f7570 ('Loup').
const loupe = 0x4c6f7570;

// Held while migrating (a session lock): servers started together migrate once; the first applies
// what is new, the others wait and then find nothing left to apply.
export const migrationLock = { classId: loupe, objectId: 1 } as const;
// Held by the demo seed's transaction: the first server to start seeds, the others find it done.
export const demoSeedLock = { classId: loupe, objectId: 2 } as const;
