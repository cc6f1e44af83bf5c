import { Group, Text } from "@mantine/core";
import { geoNaturalEarth1, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-110m.json";
import { type MapViews, shadeStep, shadeSteps } from "./country-views";
import { formatCount } from "./figure-format";

// The world map of views by country (spec 000 §7: 'a vector world map loads lazily'): this module,
// the map library and the atlas (world-atlas countries-110m, keyed by ISO numeric code) are a chunk
// fetched only by the analytics screen. Countries too small for the atlas are dots; views of no
// known country are not on the map but under it (and in the country table).
const width = 960;
const height = 470;
const antarctica = "010";

const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const shapes = feature(topology, topology.objects.countries).features.filter(
  (country) => country.id !== antarctica,
);
const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [width - 4, height - 4],
  ],
  { type: "FeatureCollection", features: shapes },
);
const toPath = geoPath(projection);
const drawn = shapes.map((country) => ({ id: String(country.id ?? ""), d: toPath(country) ?? "" }));

// Shade 0 (no views) to 5 (the most viewed country).
const shades = [
  "var(--mantine-color-gray-2)",
  "var(--mantine-color-indigo-2)",
  "var(--mantine-color-indigo-4)",
  "var(--mantine-color-indigo-5)",
  "var(--mantine-color-indigo-7)",
  "var(--mantine-color-indigo-9)",
];

export function WorldMap({ views, label }: { views: MapViews; label: string }) {
  return (
    <>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-label={label}
        data-testid="analytics-world-map"
        style={{ display: "block" }}
      >
        <g stroke="var(--mantine-color-body)" strokeWidth={0.5}>
          {drawn.map((country, index) => (
            <path
              // The atlas leaves a few disputed areas without an id.
              key={country.id || `area-${index}`}
              d={country.d}
              fill={shades[shadeStep(views.shapes.get(country.id) ?? 0, views.most)]}
            />
          ))}
        </g>
        <g stroke="var(--mantine-color-body)" strokeWidth={1.5}>
          {views.dots.map((dot) => {
            const [x, y] = projection([...dot.at]) ?? [0, 0];
            return (
              <circle
                key={dot.code}
                cx={x}
                cy={y}
                r={5}
                fill={shades[Math.max(1, shadeStep(dot.views, views.most))]}
                data-country={dot.code}
              />
            );
          })}
        </g>
      </svg>
      <Group gap="lg" mt="xs" wrap="wrap" justify="space-between">
        <Group gap={6} wrap="nowrap" aria-hidden="true">
          <Text size="xs" c="dimmed">
            Fewer views
          </Text>
          {shades.slice(1, shadeSteps + 1).map((shade) => (
            <span key={shade} style={{ width: 18, height: 10, background: shade, borderRadius: 2 }} />
          ))}
          <Text size="xs" c="dimmed">
            More views
          </Text>
          <Text size="xs" c="dimmed" ml="sm">
            ● a country too small to draw
          </Text>
        </Group>
        {views.offMap.length > 0 && (
          <Text size="xs" c="dimmed">
            Not on the map:{" "}
            {views.offMap.map((item) => `${item.name} (${formatCount(item.views)} views)`).join(", ")}
          </Text>
        )}
      </Group>
    </>
  );
}
