// Konva's core and only the shapes the plot uses (not its filters and other shapes), and
// react-konva's minimal entry, which reads the node classes Konva registered here.
import Konva from "konva/lib/Core";
import "konva/lib/shapes/Path";
import "konva/lib/shapes/Rect";
import "konva/lib/shapes/Transformer";

export type { KonvaEventObject } from "konva/lib/Node";
export type { Transformer as TransformerNode } from "konva/lib/shapes/Transformer";
export { Group, Layer, Path, Rect, Shape, Stage, Transformer } from "react-konva/lib/ReactKonvaCore";
export { Konva };
