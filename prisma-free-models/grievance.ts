import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { GrievanceComment } from "./grievance-comment";
import type { User } from "./user";

/**
 * A grievance. Anonymous grievances (isAnonymous) store no identity: a CHECK keeps employeeId and
 * submittedBy null for them, and a trigger keeps their createdAt/updatedAt at day precision; their
 * submitter follows them with a receipt code whose SHA-256 is receiptHash. createdAt is the submission time. Soft-deleted via deletedAt/deletedBy.
 */
export class Grievance extends Model<InferAttributes<Grievance>, InferCreationAttributes<Grievance>> {
  declare id: CreationOptional<number>;
  declare employeeId: CreationOptional<number | null>;
  declare submittedBy: CreationOptional<number | null>;
  declare isAnonymous: CreationOptional<boolean>;
  declare title: string;
  declare description: string;
  declare category: string;
  declare priority: CreationOptional<"low" | "medium" | "high" | "urgent">;
  declare status: CreationOptional<"open" | "submitted" | "assigned" | "in_progress" | "resolved" | "closed">;
  declare assignedTo: CreationOptional<number | null>;
  declare assignedAt: CreationOptional<Date | null>;
  declare resolvedAt: CreationOptional<Date | null>;
  declare resolvedBy: CreationOptional<number | null>;
  declare resolution: CreationOptional<string | null>;
  declare deletedAt: CreationOptional<Date | null>;
  declare deletedBy: CreationOptional<number | null>;
  declare receiptHash: CreationOptional<string | null>;
  declare hrNotifiedAt: CreationOptional<Date | null>;
  declare reminderSentAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;
  declare submitter?: NonAttribute<User>;
  declare assignee?: NonAttribute<User>;
  declare resolver?: NonAttribute<User>;
  declare comments?: NonAttribute<GrievanceComment[]>;

  static initModel(sequelize: Sequelize) {
    Grievance.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: DataTypes.INTEGER,
        submittedBy: DataTypes.INTEGER,
        isAnonymous: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        title: { type: DataTypes.STRING, allowNull: false },
        description: { type: DataTypes.TEXT, allowNull: false },
        category: { type: DataTypes.STRING(50), allowNull: false },
        priority: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "medium" },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: "submitted" },
        assignedTo: DataTypes.INTEGER,
        assignedAt: DataTypes.DATE,
        resolvedAt: DataTypes.DATE,
        resolvedBy: DataTypes.INTEGER,
        resolution: DataTypes.TEXT,
        deletedAt: DataTypes.DATE,
        deletedBy: DataTypes.INTEGER,
        receiptHash: DataTypes.STRING(64),
        hrNotifiedAt: DataTypes.DATE,
        reminderSentAt: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "grievances", underscored: true },
    );
  }
}
