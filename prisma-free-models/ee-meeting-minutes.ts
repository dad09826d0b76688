import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { EeRequest } from "./ee-request";
import type { User } from "./user";

/** Minutes of an employment-equity committee meeting, with the uploaded file. */
export class EeMeetingMinutes extends Model<InferAttributes<EeMeetingMinutes>, InferCreationAttributes<EeMeetingMinutes>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare meetingDate: string;
  declare fileName: string;
  declare originalName: string;
  declare fileType: CreationOptional<string | null>;
  declare fileSize: CreationOptional<number | null>;
  declare storagePath: string;
  declare documentUrl: CreationOptional<string | null>;
  declare attendees: CreationOptional<string | null>;
  declare agenda: CreationOptional<string | null>;
  declare discussions: CreationOptional<string | null>;
  declare decisions: CreationOptional<string | null>;
  declare actionItems: CreationOptional<string | null>;
  declare uploadedBy: CreationOptional<number | null>;
  declare sha256: CreationOptional<string | null>;
  declare scanStatus: CreationOptional<"clean" | "unscanned" | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare requests?: NonAttribute<EeRequest[]>;
  declare uploader?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    EeMeetingMinutes.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        meetingDate: { type: DataTypes.DATEONLY, allowNull: false },
        fileName: { type: DataTypes.STRING, allowNull: false },
        originalName: { type: DataTypes.STRING, allowNull: false },
        fileType: DataTypes.STRING,
        fileSize: DataTypes.INTEGER,
        storagePath: { type: DataTypes.STRING(1000), allowNull: false },
        documentUrl: DataTypes.TEXT,
        attendees: DataTypes.TEXT,
        agenda: DataTypes.TEXT,
        discussions: DataTypes.TEXT,
        decisions: DataTypes.TEXT,
        actionItems: DataTypes.TEXT,
        uploadedBy: DataTypes.INTEGER,
        sha256: DataTypes.STRING(64),
        scanStatus: DataTypes.STRING(20),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "ee_meeting_minutes", underscored: true },
    );
  }
}
