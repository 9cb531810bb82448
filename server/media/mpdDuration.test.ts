import { describe, expect, it } from 'vitest';
import { isoDuration, segmentTimelineSeconds, withTimelineDuration } from './mpdDuration';

/** The shape of the manifests ffmpeg 4.1's dash muxer writes for a cut (video 0, audio 1). */
const manifest = (declared: string, video: string, audio: string) => `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static"
	mediaPresentationDuration="${declared}"
	minBufferTime="PT3.0S">
	<Period id="0" start="PT0.0S">
		<AdaptationSet id="0" contentType="video" segmentAlignment="true">
			<Representation id="0" mimeType="video/mp4" frameRate="30/1">
				<SegmentTemplate timescale="15360" initialization="init-stream$RepresentationID$.mp4" media="chunk-stream$RepresentationID$-$Number%05d$.mp4" startNumber="1">
					<SegmentTimeline>
${video}
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="1" contentType="audio" segmentAlignment="true">
			<Representation id="1" mimeType="audio/mp4" audioSamplingRate="48000">
				<SegmentTemplate timescale="48000" initialization="init-stream$RepresentationID$.mp4" media="chunk-stream$RepresentationID$-$Number%05d$.mp4" startNumber="1">
					<SegmentTimeline>
${audio}
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
	</Period>
</MPD>
`;

describe("an MPD's duration from its segment timeline", () => {
  it('sums each timeline as d * (r + 1) in its timescale', () => {
    const mpd = manifest(
      'PT5.7S',
      '<S t="0" d="30720" r="1" />\n<S d="27136" />',
      '<S t="0" d="96256" r="1" />\n<S d="84480" />',
    );
    expect(segmentTimelineSeconds(mpd)).toEqual([
      { contentType: 'video', seconds: (2 * 30720 + 27136) / 15360 },
      { contentType: 'audio', seconds: (2 * 96256 + 84480) / 48000 },
    ]);
    // 173 frames: 5.7667 s, declared by ffmpeg as PT5.7S.
    expect((2 * 30720 + 27136) / 15360).toBeCloseTo(173 / 30, 9);
  });

  it("declares the video timeline's length (PT1.5S for 46 frames becomes PT1.533333S)", () => {
    const mpd = manifest('PT1.5S', '<S t="0" d="23552" />', '<S t="0" d="73728" />');
    const fixed = withTimelineDuration(mpd);
    expect(fixed).toContain('mediaPresentationDuration="PT1.533333S"');
    expect(fixed.replace('PT1.533333S', 'PT1.5S')).toBe(mpd);
  });

  it('writes whole seconds without a fraction and leaves a manifest without a timeline alone', () => {
    expect(isoDuration(96)).toBe('PT96S');
    expect(isoDuration(173 / 30)).toBe('PT5.766667S');
    const bare = '<MPD mediaPresentationDuration="PT1.5S"><Period /></MPD>';
    expect(withTimelineDuration(bare)).toBe(bare);
  });
});
