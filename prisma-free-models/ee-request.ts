import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { EeMeetingMinutes } from "./ee-meeting-minutes";
import type { Employee } from "./employee";
import type { User } from "./user";

/** A request to the employment-equity committee. createdAt is the submission time. */
export class EeRequest extends Model<InferAttributes<EeRequest>, InferCreationAttributes<EeRequest>> {
  declare id: CreationOptional<number>;
  declare employeeId: CreationOptional<number | null>;
  declare submittedBy: CreationOptional<number | null>;
  declare subject: string;
  declare description: string;
  declare category: CreationOptional<"general" | "workplace" | "safety" | "welfare" | "other">;
  declare priority: CreationOptional<"low" | "normal" | "high">;
  declare status: CreationOptional<"pending" | "reviewed" | "discussed" | "resolved" | "closed">;
  declare reviewedBy: CreationOptional<number | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  declare resolution: CreationOptional<string | null>;
  declare meetingMinutesId: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare submitter?: NonAttribute<User>;
  declare reviewer?: NonAttribute<User>;
  declare meetingMinutes?: NonAttribute<EeMeetingMinutes>;

  static initModel(sequelize: Sequelize) {
    EeRequest.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: DataTypes.INTEGER,
        submittedBy: DataTypes.INTEGER,
        subject: { type: DataTypes.STRING, allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        category: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "general" },
        priority: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "normal" },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "pending" },
        reviewedBy: DataTypes.INTEGER,
        reviewedAt: DataTypes.DATE,
        resolution: DataTypes.TEXT,
        meetingMinutesId: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "ee_requests", underscored: true },
    );
  }
}
