import { Link } from "@remix-run/react";
import { PictureCard } from "~/components/profile/picture-card";
import { disabilityLabel } from "~/constants";
import type { EmployeeProfile } from "~/services/dashboard.server";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-2 text-sm">
      <dt className="text-stone-500">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The Profile tab (spec 1): the picture upload area, personal information and the employment-equity block. */
export function ProfileTab({ profile }: { profile: EmployeeProfile }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <PictureCard firstName={profile.firstName} lastName={profile.lastName} pictureUrl={profile.profilePicture} />
      </div>
      <section className="card" aria-labelledby="personal-info-title">
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id="personal-info-title" className="font-semibold">
            Personal Information
          </h2>
          <Link to="/profile/edit" className="btn-secondary" preventScrollReset>
            Edit Profile
          </Link>
        </div>
        <dl className="divide-y divide-stone-100">
          <Row label="Full name">
            {profile.firstName} {profile.lastName}
          </Row>
          <Row label="Employee ID">{profile.employeeId}</Row>
          <Row label="Login email">
            {profile.loginEmail} <span className="text-xs text-stone-500">(for authentication only)</span>
          </Row>
          {profile.communicationEmail ? (
            <Row label="Communication email">
              {profile.communicationEmail} <span className="text-xs text-stone-500">(for HR notifications)</span>
            </Row>
          ) : null}
          <Row label="Department">{profile.department ?? "Not provided"}</Row>
          <Row label="Position">{profile.position ?? "Not provided"}</Row>
          <Row label="Status">
            <span className="capitalize">{profile.status}</span>
          </Row>
          <Row label="Phone">{profile.phone || "Not provided"}</Row>
          <Row label="Address">{profile.address || "Not provided"}</Row>
          <Row label="Emergency contact">
            {profile.emergencyContact || "Not provided"}
            {profile.emergencyPhone ? ` (${profile.emergencyPhone})` : ""}
          </Row>
        </dl>
      </section>
      <section className="card" aria-labelledby="equity-title">
        <h2 id="equity-title" className="mb-2 font-semibold">
          Employment Equity
        </h2>
        <dl className="divide-y divide-stone-100">
          <Row label="Namibian citizen">{profile.namibianCitizen ? "Yes" : "No"}</Row>
          <Row label="Disability status">{disabilityLabel(profile.disabilityStatus)}</Row>
          <Row label="Race category">{profile.raceCategory || "Not specified"}</Row>
        </dl>
      </section>
    </div>
  );
}
