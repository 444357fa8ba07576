// The generator feature's public surface.
export { GenerateSimilarArt } from "./components/GenerateSimilarArt";
