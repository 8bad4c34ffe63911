/**
 * The first-3-seconds panel's face line: whether BlazeFace (the face engine) found a face in the opening's
 * frames, in which ones, how many and how large — labelled as the model's detection, not a measurement.
 * Hooks: `[data-face-frame][data-time][data-faces][data-share]` per frame with a face (share = the largest
 * face's box as a share of the frame).
 */
import type { ReactNode } from "react";
import { FACE_SURE } from "../../engines/face/blazeface";
import { describeFaces, type OpeningFaces } from "./opening-faces";

const pct = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

export function OpeningFacesFact({ faces }: { faces?: OpeningFaces }) {
  let body: ReactNode;
  if (!faces) body = "未检测。";
  else if ("error" in faces) body = faces.error;
  else {
    const { withFaces, largestShare } = describeFaces(faces.frames);
    body =
      withFaces.length === 0 ? (
        `开头 3 秒取的 ${faces.frames.length} 帧（每 0.5 秒一帧）里都没有检测到人脸。`
      ) : (
        <>
          {`${faces.frames.length} 帧里有 ${withFaces.length} 帧检测到人脸，最大的一张占画面 ${pct(largestShare)}：`}
          <ul className="mt-1 space-y-0.5 font-normal">
            {withFaces.map((f) => (
              <li
                key={f.time}
                data-face-frame=""
                data-time={f.time.toFixed(3)}
                data-faces={f.faces.length}
                data-share={f.faces[0]!.share.toFixed(4)}
              >
                {f.time.toFixed(1)} 秒：{f.faces.length} 张脸，最大占画面 {pct(f.faces[0]!.share)}
              </li>
            ))}
          </ul>
        </>
      );
  }
  return (
    <div className="min-w-0" data-opening-faces={faces && !("error" in faces) ? "done" : "none"}>
      <dt className="text-xs text-muted">
        人脸
        <span className="ml-1 rounded bg-sky-50 px-1 text-sky-800">模型检测</span>
      </dt>
      <dd className="break-words font-medium">{body}</dd>
      <dd className="mt-0.5 text-xs text-muted">
        由人脸检测模型（BlazeFace，分数 ≥ {FACE_SURE}
        ）在本机浏览器里判断，侧脸、遮挡和很小的脸可能漏检；占画面比例按人脸框面积计算。
      </dd>
    </div>
  );
}
