import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { EventComment } from "./event-comment";
import type { EventRsvp } from "./event-rsvp";
import type { User } from "./user";

/** A company event. startDate/endDate are timestamps (displayed in Africa/Harare); endDate is optional. */
export class Event extends Model<InferAttributes<Event>, InferCreationAttributes<Event>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare description: CreationOptional<string | null>;
  declare eventType: "meeting" | "training" | "holiday" | "announcement" | "deadline";
  declare startDate: Date;
  declare endDate: CreationOptional<Date | null>;
  declare location: CreationOptional<string | null>;
  declare isAllDay: CreationOptional<boolean>;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare rsvps?: NonAttribute<EventRsvp[]>;
  declare comments?: NonAttribute<EventComment[]>;
  declare creator?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    Event.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        title: { type: DataTypes.STRING, allowNull: false },
        description: DataTypes.TEXT,
        eventType: { type: DataTypes.STRING(20), allowNull: false },
        startDate: { type: DataTypes.DATE, allowNull: false },
        endDate: DataTypes.DATE,
        location: DataTypes.STRING,
        isAllDay: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "events", underscored: true },
    );
  }
}
