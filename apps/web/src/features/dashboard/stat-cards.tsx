import type { DashboardCounts } from "@loupe/domain/dashboard/dashboard-api";
import { formatCount } from "@loupe/domain/formatting";
import { IconCertificate, IconDiamond, IconRings, IconUsers, IconZoomScan } from "@tabler/icons-react";
import { AddFromDiamondTrackButton } from "../../components/add-from-diamond-track/add-from-diamond-track-button";
import { StatCard } from "./stat-card";
import classes from "./stat-cards.module.css";

// The five counters (spec 000 §2). Areas not built yet still count and link to their route.
export function StatCards({ counts, onAdded }: { counts: DashboardCounts | undefined; onAdded: () => void }) {
  const value = (key: keyof DashboardCounts) => counts?.[key] ?? null;
  return (
    <div className={classes.cards}>
      <StatCard
        title="Jewelry"
        icon={IconRings}
        color="grape"
        value={value("jewelry")}
        view="/jewelry"
        add="/jewelry/new"
      >
        <AddFromDiamondTrackButton type="jewelry" variant="default" size="xs" compact onAdded={onAdded} />
      </StatCard>
      <StatCard
        title="Diamonds"
        icon={IconDiamond}
        color="blue"
        value={value("diamonds")}
        view="/diamond"
        add="/diamond/new"
      >
        <AddFromDiamondTrackButton type="diamond" variant="default" size="xs" compact onAdded={onAdded} />
      </StatCard>
      <StatCard
        title="Imperfections"
        icon={IconZoomScan}
        color="orange"
        value={value("imperfections")}
        view="/imperfections"
        add="/imperfections/new"
      />
      <StatCard
        title="Clients"
        icon={IconUsers}
        color="teal"
        value={value("clients")}
        detail={counts ? `${formatCount(counts.clientsWithAdPortalAccess)} with ad-portal access` : null}
        view="/clients"
        add="/clients/new"
      />
      <StatCard
        title="Digital Certificates"
        icon={IconCertificate}
        color="indigo"
        value={value("digitalCertificates")}
        view="/digital-certificates"
        add="/digital-certificates/new"
      />
    </div>
  );
}
