// An admin list's CSV (docs/product.md D16; docs/api/openapi.json: the lists' export.csv):
// the whole filtered list, saved under the name the server gave it. Its own module, loaded when
// an admin asks for a CSV, so that the download's code is not part of the panel's first load.
import { apiDownload, saveFile } from "../../client/download.ts";
import { exportApiPath, type AdminView } from "./admin-view.ts";

/** Downloads the CSV of the view's whole filtered list and saves it; gives the file's name. */
export async function saveAdminCsv(view: AdminView): Promise<string> {
  const { blob, filename } = await apiDownload(exportApiPath(view));
  const name = filename ?? `${view.tab}.csv`;
  saveFile(blob, name);
  return name;
}
