/**
 * The worked "Qualify and book" flow of flow-builder.mdx, drawn in
 * `currentColor` so that it reads in light and dark mode. The leading
 * underscore keeps this file out of the docs routes.
 */
import type {ReactNode} from 'react';

export default function QualifyFlowDiagram(): ReactNode {
  return (
    <svg
      role="img"
      aria-labelledby="flow-title flow-desc"
      viewBox="0 0 720 300"
      width="100%"
      style={{maxWidth: 720}}
      xmlns="http://www.w3.org/2000/svg">
      <title id="flow-title">The "Qualify and book" flow</title>
      <desc id="flow-desc">
        Trigger on pricing or demo intent, then a message, then questions for name and email (skipped by an optional
        condition when the lead's email is already known) and for company size, each answer (and the email and size
        questions' Skip) going on to the next block, then Save lead, which a skipped answer reaches too, then a
        condition: 50 or more employees goes to Book a meeting, otherwise (a skipped size too) to a message with the
        self-service plans. Both paths end the flow.
      </desc>
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor" />
        </marker>
      </defs>
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="10" y="120" width="110" height="60" rx="8" />
        <rect x="150" y="120" width="110" height="60" rx="8" />
        <rect x="290" y="120" width="110" height="60" rx="8" />
        <rect x="430" y="120" width="90" height="60" rx="8" />
        <rect x="560" y="30" width="150" height="60" rx="8" />
        <rect x="560" y="210" width="150" height="60" rx="8" />
        <path d="M 120 150 H 145" markerEnd="url(#flow-arrow)" />
        <path d="M 260 150 H 285" markerEnd="url(#flow-arrow)" />
        <path d="M 400 150 H 425" markerEnd="url(#flow-arrow)" />
        <path d="M 520 140 L 555 70" markerEnd="url(#flow-arrow)" />
        <path d="M 520 160 L 555 230" markerEnd="url(#flow-arrow)" />
      </g>
      <g fill="currentColor" fontFamily="system-ui, sans-serif" fontSize="13" textAnchor="middle">
        <text x="65" y="146">
          Trigger
        </text>
        <text x="65" y="164">
          pricing, demo
        </text>
        <text x="205" y="146">
          Questions
        </text>
        <text x="205" y="164">
          name, email, size
        </text>
        <text x="272" y="108" fontSize="11">
          answer or Skip
        </text>
        <text x="345" y="146">
          Action
        </text>
        <text x="345" y="164">
          Save lead
        </text>
        <text x="475" y="146">
          Condition
        </text>
        <text x="475" y="164">
          size
        </text>
        <text x="635" y="56">
          50 or more:
        </text>
        <text x="635" y="74">
          Book a meeting
        </text>
        <text x="635" y="236">
          Otherwise:
        </text>
        <text x="635" y="254">
          self-service plans
        </text>
      </g>
    </svg>
  );
}
