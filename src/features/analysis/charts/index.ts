/** Chart components of the paid analysis screens (SVG and table based, no chart library). */
export { BarChart, niceMax, type BarChartProps, type BarDatum } from './BarChart';
export { Heatmap, heatColor, type HeatmapProps, type HeatmapRow } from './Heatmap';
